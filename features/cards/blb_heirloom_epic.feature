Feature: Heirloom Epic: creatures tapped rather than paying the mana of its activation cost
  Heirloom Epic {1} — Artifact: {4}, {T}: Draw a card. For each mana in this ability's activation cost, you may
  tap an untapped creature you control rather than pay that mana. Activate only as a sorcery.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 602.2b (the activation cost is paid), 302.6 (only a {T} cost of a creature needs it to have
  been controlled since the turn began), 601.2f and 118.3.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island and Forest

  @ruling:08dd82f155a2 @cr:602.2b @cr:302.6
  Rule: Any untapped creature may be tapped, even one that came under Alice's control this turn
    You can tap any untapped creature you control rather than pay a mana in the activation cost of Heirloom
    Epic's ability, even one you haven't controlled continuously since the beginning of your most recent turn.

    @id:blb-heirloom-epic-taps-summoning-sick
    Scenario: Alice taps her summoning-sick Grizzly Bears and pays {3}: she draws a card
      Given Alice controls Heirloom Epic and Grizzly Bears (summoning sick)
      And Alice has {C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears to tap
      When Alice activates Heirloom Epic's "{4}, {T}: Draw a card. For each mana in this ability's activation cost, you may tap an untapped creature you control rather than pay that mana. Activate only as a sorcery." ability
      And all players pass priority until the stack is empty
      Then Alice has Island in her hand
      And Grizzly Bears is tapped
      And Alice's mana pool is empty

    @id:blb-heirloom-epic-three-mana-alone-refused
    Scenario: Without tapping a creature, {3} can't pay {4}
      Given Alice controls Heirloom Epic and Grizzly Bears (summoning sick)
      And Alice has {C}{C}{C} in her mana pool
      And Alice will choose no more to tap
      When Alice tries to activate Heirloom Epic's "{4}, {T}: Draw a card. For each mana in this ability's activation cost, you may tap an untapped creature you control rather than pay that mana. Activate only as a sorcery." ability
      Then that is rejected by rule 602.2b
      And Grizzly Bears is untapped

  @ruling:71faf2717c63 @cr:602.2b @cr:118.3
  Rule: No more creatures than the mana in the cost can be tapped
    You can't tap more creatures than the amount of mana in the cost of Heirloom Epic's ability. Effects that
    increase or reduce the activation cost of Heirloom Epic's ability apply before costs are paid and will
    increase or decrease the total number of creatures you can tap.

    No card of the reference engine's data increases or reduces an activation cost, so only the first sentence is
    shown.

    @id:blb-heirloom-epic-four-of-five
    Scenario: Alice controls five creatures and no mana: she taps four, the fifth stays untapped
      Given Alice controls Heirloom Epic, Grizzly Bears, Llanowar Elves, Giant Spider, Colossal Dreadmaw and Typhoid Rats
      And Alice will choose Grizzly Bears, then Llanowar Elves, then Giant Spider, then Colossal Dreadmaw to tap
      When Alice activates Heirloom Epic's "{4}, {T}: Draw a card. For each mana in this ability's activation cost, you may tap an untapped creature you control rather than pay that mana. Activate only as a sorcery." ability
      And all players pass priority until the stack is empty
      Then Alice has Island in her hand
      And Colossal Dreadmaw is tapped
      And Typhoid Rats is untapped

    @id:blb-heirloom-epic-three-and-one-mana
    Scenario: Alice taps three creatures and pays the fourth mana, {C}
      Given Alice controls Heirloom Epic, Grizzly Bears, Llanowar Elves and Giant Spider
      And Alice has {C} in her mana pool
      And Alice will choose Grizzly Bears, then Llanowar Elves, then Giant Spider to tap
      When Alice activates Heirloom Epic's "{4}, {T}: Draw a card. For each mana in this ability's activation cost, you may tap an untapped creature you control rather than pay that mana. Activate only as a sorcery." ability
      And all players pass priority until the stack is empty
      Then Alice has Island in her hand
      And Alice's mana pool is empty
      And Giant Spider is tapped
