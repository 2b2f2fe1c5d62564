Feature: The Final Fantasy cards that make the 0/1 black Wizard token, and The Emperor of Palamecia
  Four cards create a 0/1 black Wizard creature token with "Whenever you cast a noncreature spell, this
  token deals 1 damage to each opponent.", each in its own way:
  Mysidian Elder {2}{R} — When this creature enters, create a ... Wizard creature token ...
  Cornered by Black Mages {1}{B}{B} — Target opponent sacrifices a creature of their choice. Create a ... Wizard ...
  Queen Brahne {2}{R} — Prowess. Whenever Queen Brahne attacks, create a ... Wizard ...
  Kuja, Genome Sorcerer {2}{B}{R} — At the beginning of your end step, create a tapped ... Wizard ...
  The Emperor of Palamecia {U}{R} — Whenever you cast a noncreature spell, if at least four mana was spent
  to cast it, put a +1/+1 counter on The Emperor of Palamecia. (The rest of these double-faced cards is
  declared not modelled in reference_engine/cards/data/fin_triggers.json; no scenario here depends on it.)

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06; each card's copy of the Wizard
  token's ruling is recorded by one repository only (shaggy806/MTG-Engine for Mysidian Elder, Cornered by
  Black Mages and Queen Brahne; wingedsheep/argentum-engine for Kuja), as is The Emperor of Palamecia's
  (argentum-engine). A spell becomes cast (CR 601.2i), the abilities that trigger on it go on the stack
  above it (CR 603.3) and resolve first (CR 405.5, 608.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:b36044bb7491 @cr:601.2i @cr:603.3 @cr:608.1
  Rule: The Wizard token's ability resolves before the spell that caused it to trigger
    The Wizard token's ability resolves before the spell that caused it to trigger. It resolves even if
    that spell is countered or otherwise leaves the stack.

    @id:mysidian-elder-wizard-resolves-first
    Scenario: Mysidian Elder's Wizard: its ability goes on the stack above Lightning Bolt and resolves first
      Given Alice has Mysidian Elder and Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Bob controls Llanowar Elves
      And Alice will choose Llanowar Elves as targets
      When an effect puts Mysidian Elder from Alice's hand onto the battlefield under her control
      And all players pass priority until the stack is empty
      Then Alice controls 1 Wizard
      When Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt and Wizard's triggered ability
      When all players pass priority
      Then Bob's life total is 19
      And Bob controls Llanowar Elves
      When all players pass priority
      Then Bob controls no Llanowar Elves

    @id:cornered-by-black-mages-wizard-resolves-first
    Scenario: Cornered by Black Mages' Wizard: its ability resolves before the next spell Alice casts
      Given Alice has Cornered by Black Mages and Lightning Bolt in her hand
      And Alice has {B}{B}{C}{R} in her mana pool
      And Bob controls Llanowar Elves and Grazing Gladehart
      And Alice will choose Bob, then Grazing Gladehart as targets
      And Bob will choose Llanowar Elves to sacrifice
      When Alice casts Cornered by Black Mages from her hand
      And all players pass priority
      Then Bob controls no Llanowar Elves
      And Alice controls 1 Wizard
      When Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt and Wizard's triggered ability
      When all players pass priority
      Then Bob's life total is 19
      And Bob controls Grazing Gladehart

    @id:queen-brahne-wizard-resolves-first
    Scenario: Queen Brahne's Wizard: cast in combat, Lightning Bolt resolves after the Wizard's and prowess abilities
      Given Alice controls Queen Brahne and Mountain
      And Alice has Lightning Bolt in her hand
      And Bob controls Llanowar Elves
      And Alice will choose Llanowar Elves as targets
      And Alice will put her triggered abilities on the stack in the order Queen Brahne, Wizard
      When Alice attacks with Queen Brahne
      Then the triggered abilities put on the stack are 1 from Queen Brahne
      When all players pass priority
      Then Alice controls 1 Wizard
      When Alice activates Mountain's "{T}: Add {R}." ability
      And Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt, Queen Brahne's triggered ability and Wizard's triggered ability
      When all players pass priority
      Then Bob's life total is 19
      And Bob controls Llanowar Elves
      When all players pass priority
      Then Queen Brahne is 3/2
      And Bob controls Llanowar Elves
      When all players pass priority
      Then Bob controls no Llanowar Elves

    @id:kuja-wizard-resolves-though-countered @cr:701.6a
    Scenario: Kuja's tapped Wizard: Bob counters Lightning Bolt, and the Wizard's ability still resolves
      Given Alice controls Kuja, Genome Sorcerer and Mountain
      And Alice has Lightning Bolt in her hand
      And Bob controls 3 Island
      And Bob has Cancel in his hand
      And Alice will choose Bob as targets
      And Bob will choose Lightning Bolt as targets
      When the game advances to Alice's end step
      Then the triggered abilities put on the stack are 1 from Kuja, Genome Sorcerer
      And Alice controls 1 Wizard
      And Wizard is tapped
      When Alice activates Mountain's "{T}: Add {R}." ability
      And Alice casts Lightning Bolt from her hand
      And Alice passes priority
      And Bob activates Island's "{T}: Add {U}." ability
      And Bob activates Island's "{T}: Add {U}." ability
      And Bob activates Island's "{T}: Add {U}." ability
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has Lightning Bolt in her graveyard
      And Bob's life total is 19

  @ruling:426f3d75f96a @cr:601.2i @cr:603.3 @cr:603.4 @cr:608.1
  Rule: The Emperor of Palamecia's last ability resolves first, even if the spell is countered
    The Emperor of Palamecia's last ability resolves before the spell that caused it to trigger. It
    resolves even if that spell is countered or otherwise leaves the stack.

    @id:emperor-counter-though-spell-countered @cr:701.6a
    Scenario: Dutiful Return, four mana, is countered: The Emperor of Palamecia still gets its counter
      Given Alice controls The Emperor of Palamecia
      And Alice has Llanowar Elves in her graveyard
      And Alice has Dutiful Return in her hand
      And Alice has {B}{C}{C}{C} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Llanowar Elves, then no more as targets
      And Bob will choose Dutiful Return as targets
      When Alice casts Dutiful Return from her hand
      Then the stack, from the bottom, holds Dutiful Return and The Emperor of Palamecia's triggered ability
      When Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has Dutiful Return and Llanowar Elves in her graveyard
      And The Emperor of Palamecia has 1 +1/+1 counter

    @id:emperor-no-trigger-under-four-mana @cr:603.4
    Scenario: Lightning Bolt, one mana spent: The Emperor of Palamecia's ability doesn't trigger
      CR 603.4: an ability with an intervening "if" clause triggers only if the condition is true.

      Given Alice controls The Emperor of Palamecia
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then The Emperor of Palamecia has 0 +1/+1 counters

  Rule: CR 603.3b Card names with commas in a trigger order
    CR 603.3b: the player puts the triggered abilities they control on the stack in the order they choose.
    A scenario names that order by card names, and a name may contain commas ("Kuja, Genome Sorcerer").

    @id:trigger-order-names-with-commas @cr:603.3b @cr:513.1
    Scenario: Thirsting Axe's ability first, then Kuja, Genome Sorcerer's: Kuja's is on top
      Given it is Alice's postcombat main phase
      And Alice controls Kuja, Genome Sorcerer, Isamaru, Hound of Konda and Thirsting Axe (attached to Isamaru, Hound of Konda)
      And Alice will put her triggered abilities on the stack in the order Thirsting Axe, Kuja, Genome Sorcerer
      When all players pass priority
      Then the triggered abilities put on the stack are 1 from Kuja, Genome Sorcerer and 1 from Thirsting Axe
      And the stack, from the bottom, holds Thirsting Axe's triggered ability and Kuja, Genome Sorcerer's triggered ability
